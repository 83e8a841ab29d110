import * as migration_20261123_180402_initial from './20261123_180402_initial';

export const migrations = [
  {
    up: migration_20261123_180402_initial.up,
    down: migration_20261123_180402_initial.down,
    name: '20261123_180402_initial'
  },
];
