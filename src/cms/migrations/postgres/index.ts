import * as migration_20261123_201905_initial from './20261123_201905_initial';

export const migrations = [
  {
    up: migration_20261123_201905_initial.up,
    down: migration_20261123_201905_initial.down,
    name: '20261123_201905_initial'
  },
];
