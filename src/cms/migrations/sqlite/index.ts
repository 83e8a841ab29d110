import * as migration_20261123_201628_initial from './20261123_201628_initial';

export const migrations = [
  {
    up: migration_20261123_201628_initial.up,
    down: migration_20261123_201628_initial.down,
    name: '20261123_201628_initial'
  },
];
