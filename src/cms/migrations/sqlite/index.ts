import * as migration_20261123_171739_initial from './20261123_171739_initial';

export const migrations = [
  {
    up: migration_20261123_171739_initial.up,
    down: migration_20261123_171739_initial.down,
    name: '20261123_171739_initial'
  },
];
