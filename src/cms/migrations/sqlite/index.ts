import * as migration_20261123_170559_initial from './20261123_170559_initial';

export const migrations = [
  {
    up: migration_20261123_170559_initial.up,
    down: migration_20261123_170559_initial.down,
    name: '20261123_170559_initial'
  },
];
