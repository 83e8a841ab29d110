import * as migration_20261123_215942_initial from './20261123_215942_initial';

export const migrations = [
  {
    up: migration_20261123_215942_initial.up,
    down: migration_20261123_215942_initial.down,
    name: '20261123_215942_initial'
  },
];
