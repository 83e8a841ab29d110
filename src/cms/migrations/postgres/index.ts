import * as migration_20261127_020527_initial from './20261127_020527_initial';

export const migrations = [
  {
    up: migration_20261127_020527_initial.up,
    down: migration_20261127_020527_initial.down,
    name: '20261127_020527_initial'
  },
];
