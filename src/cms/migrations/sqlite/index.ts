import * as migration_20261124_093801_initial from './20261124_093801_initial';

export const migrations = [
  {
    up: migration_20261124_093801_initial.up,
    down: migration_20261124_093801_initial.down,
    name: '20261124_093801_initial'
  },
];
