import * as migration_20261123_170701_initial from './20261123_170701_initial';

export const migrations = [
  {
    up: migration_20261123_170701_initial.up,
    down: migration_20261123_170701_initial.down,
    name: '20261123_170701_initial'
  },
];
