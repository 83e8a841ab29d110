import * as migration_20261127_020527_initial from './20261127_020527_initial';
import * as migration_20261128_112307_content_health from './20261128_112307_content_health';
import * as migration_20261128_112753_catalogue_rebates from './20261128_112753_catalogue_rebates';
import * as migration_20261128_142601_request_internal_note from './20261128_142601_request_internal_note';
import * as migration_20261128_172500_order_link_mail from './20261128_172500_order_link_mail';
import * as migration_20261128_172654_outbox_account_mails from './20261128_172654_outbox_account_mails';

export const migrations = [
  {
    up: migration_20261127_020527_initial.up,
    down: migration_20261127_020527_initial.down,
    name: '20261127_020527_initial',
  },
  {
    up: migration_20261128_112307_content_health.up,
    down: migration_20261128_112307_content_health.down,
    name: '20261128_112307_content_health'
  },
  {
    up: migration_20261128_112753_catalogue_rebates.up,
    down: migration_20261128_112753_catalogue_rebates.down,
    name: '20261128_112753_catalogue_rebates'
  },
  {
    up: migration_20261128_142601_request_internal_note.up,
    down: migration_20261128_142601_request_internal_note.down,
    name: '20261128_142601_request_internal_note'
  },
  {
    up: migration_20261128_172500_order_link_mail.up,
    down: migration_20261128_172500_order_link_mail.down,
    name: '20261128_172500_order_link_mail'
  },
  {
    up: migration_20261128_172654_outbox_account_mails.up,
    down: migration_20261128_172654_outbox_account_mails.down,
    name: '20261128_172654_outbox_account_mails'
  },
];
