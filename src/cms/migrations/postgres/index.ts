import * as migration_20261124_093805_initial from './20261124_093805_initial';

export const migrations = [
  {
    up: migration_20261124_093805_initial.up,
    down: migration_20261124_093805_initial.down,
    name: '20261124_093805_initial'
  },
];
