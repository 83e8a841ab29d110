import * as migration_20261123_221220_initial from './20261123_221220_initial';

export const migrations = [
  {
    up: migration_20261123_221220_initial.up,
    down: migration_20261123_221220_initial.down,
    name: '20261123_221220_initial'
  },
];
