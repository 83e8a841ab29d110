import * as migration_20261127_020517_initial from './20261127_020517_initial';
import * as migration_20261128_105806_content_health from './20261128_105806_content_health';

export const migrations = [
  {
    up: migration_20261127_020517_initial.up,
    down: migration_20261127_020517_initial.down,
    name: '20261127_020517_initial',
  },
  {
    up: migration_20261128_105806_content_health.up,
    down: migration_20261128_105806_content_health.down,
    name: '20261128_105806_content_health'
  },
];
