import * as migration_20261123_234129_initial from './20261123_234129_initial';

export const migrations = [
  {
    up: migration_20261123_234129_initial.up,
    down: migration_20261123_234129_initial.down,
    name: '20261123_234129_initial'
  },
];
