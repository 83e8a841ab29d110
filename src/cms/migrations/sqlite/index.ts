import * as migration_20261123_061414_initial from './20261123_061414_initial';

export const migrations = [
  {
    up: migration_20261123_061414_initial.up,
    down: migration_20261123_061414_initial.down,
    name: '20261123_061414_initial'
  },
];
