import * as migration_20261123_215945_initial from './20261123_215945_initial';

export const migrations = [
  {
    up: migration_20261123_215945_initial.up,
    down: migration_20261123_215945_initial.down,
    name: '20261123_215945_initial'
  },
];
