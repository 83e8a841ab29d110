import * as migration_20261123_170621_initial from './20261123_170621_initial';

export const migrations = [
  {
    up: migration_20261123_170621_initial.up,
    down: migration_20261123_170621_initial.down,
    name: '20261123_170621_initial'
  },
];
