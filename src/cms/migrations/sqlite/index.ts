import * as migration_20261127_020517_initial from './20261127_020517_initial';

export const migrations = [
  {
    up: migration_20261127_020517_initial.up,
    down: migration_20261127_020517_initial.down,
    name: '20261127_020517_initial'
  },
];
