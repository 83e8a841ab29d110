import * as migration_20261123_205712_initial from './20261123_205712_initial';

export const migrations = [
  {
    up: migration_20261123_205712_initial.up,
    down: migration_20261123_205712_initial.down,
    name: '20261123_205712_initial'
  },
];
