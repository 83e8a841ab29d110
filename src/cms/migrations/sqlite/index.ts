import * as migration_20261123_221212_initial from './20261123_221212_initial';

export const migrations = [
  {
    up: migration_20261123_221212_initial.up,
    down: migration_20261123_221212_initial.down,
    name: '20261123_221212_initial'
  },
];
