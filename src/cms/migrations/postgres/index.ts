import * as migration_20261123_204748_initial from './20261123_204748_initial';

export const migrations = [
  {
    up: migration_20261123_204748_initial.up,
    down: migration_20261123_204748_initial.down,
    name: '20261123_204748_initial'
  },
];
