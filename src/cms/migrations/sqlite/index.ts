import * as migration_20261123_150031_initial from './20261123_150031_initial';

export const migrations = [
  {
    up: migration_20261123_150031_initial.up,
    down: migration_20261123_150031_initial.down,
    name: '20261123_150031_initial'
  },
];
