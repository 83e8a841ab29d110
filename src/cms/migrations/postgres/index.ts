import * as migration_20261123_180237_initial from './20261123_180237_initial';

export const migrations = [
  {
    up: migration_20261123_180237_initial.up,
    down: migration_20261123_180237_initial.down,
    name: '20261123_180237_initial'
  },
];
