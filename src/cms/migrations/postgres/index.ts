import * as migration_20261123_180406_initial from './20261123_180406_initial';

export const migrations = [
  {
    up: migration_20261123_180406_initial.up,
    down: migration_20261123_180406_initial.down,
    name: '20261123_180406_initial'
  },
];
