import * as migration_20261126_202107_initial from './20261126_202107_initial';

export const migrations = [
  {
    up: migration_20261126_202107_initial.up,
    down: migration_20261126_202107_initial.down,
    name: '20261126_202107_initial'
  },
];
