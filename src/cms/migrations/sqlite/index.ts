import * as migration_20261126_223556_initial from './20261126_223556_initial';

export const migrations = [
  {
    up: migration_20261126_223556_initial.up,
    down: migration_20261126_223556_initial.down,
    name: '20261126_223556_initial'
  },
];
