import * as migration_20261123_061421_initial from './20261123_061421_initial';

export const migrations = [
  {
    up: migration_20261123_061421_initial.up,
    down: migration_20261123_061421_initial.down,
    name: '20261123_061421_initial'
  },
];
