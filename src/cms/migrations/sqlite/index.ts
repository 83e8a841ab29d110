import * as migration_20261123_202204_initial from './20261123_202204_initial';

export const migrations = [
  {
    up: migration_20261123_202204_initial.up,
    down: migration_20261123_202204_initial.down,
    name: '20261123_202204_initial'
  },
];
