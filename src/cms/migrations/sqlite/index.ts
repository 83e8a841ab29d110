import * as migration_20261123_214937_initial from './20261123_214937_initial';

export const migrations = [
  {
    up: migration_20261123_214937_initial.up,
    down: migration_20261123_214937_initial.down,
    name: '20261123_214937_initial'
  },
];
