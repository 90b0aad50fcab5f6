import { searchText } from '@camtour/shared/domain/search';
import type {
  AdminActivity,
  AdminActivityInputParsed,
  AdminPicture,
} from '@camtour/shared/schemas/admin-places';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Staff } from '../../lib/staff-routes';
import { recordAudit } from '../audit/audit';
import { removeUpload } from '../media/uploads';
import { picturePath, pictureUrl, putPicture, removePicture } from './admin-places';
import * as repo from './admin-repository';

export function toActivity(a: repo.ActivityRow, bookingCount: number): AdminActivity {
  return {
    id: a.id,
    location_id: a.location_id,
    name_en: a.name_en,
    name_km: a.name_km,
    description_en: a.description_en,
    description_km: a.description_km,
    difficulty: a.difficulty as AdminActivity['difficulty'],
    duration_hours: a.duration_hours,
    price_cents: a.price_cents,
    currency: a.currency as AdminActivity['currency'],
    max_participants: a.max_participants,
    included: a.included,
    requirements: a.requirements,
    is_active: a.is_active,
    sort_order: a.sort_order,
    image: pictureUrl('activity', a.id),
    booking_count: bookingCount,
  };
}

/** Staff's activities of a place (issue 16, D12): add, edit, deactivate, delete, one photo. */
export function createAdminActivitiesService(db: Db) {
  async function mustFindLocation(tx: DbOrTx, id: number) {
    if (!(await repo.findLocation(tx, id))) throw new AppError('location-not-found');
  }

  async function activityView(tx: DbOrTx, a: repo.ActivityRow) {
    return toActivity(a, await repo.bookingCount(tx, a.id));
  }

  return {
    async createActivity(locationId: number, input: AdminActivityInputParsed, staff: Staff) {
      return db.transaction(async (tx) => {
        await mustFindLocation(tx, locationId);
        const row = await repo.insertActivity(tx, locationId, activityValues(input));
        const view = toActivity(row, 0);
        await recordAudit(tx, {
          actor: staff,
          action: 'activity.create',
          entity: 'activity',
          entityId: row.id,
          before: null,
          after: activitySnapshot(row),
        });
        return view;
      });
    },

    async updateActivity(id: number, input: AdminActivityInputParsed, staff: Staff) {
      return db.transaction(async (tx) => {
        const before = await mustFindActivity(tx, id, true);
        const row = await repo.updateActivity(tx, id, activityValues(input));
        await recordAudit(tx, {
          actor: staff,
          action: 'activity.update',
          entity: 'activity',
          entityId: id,
          before: activitySnapshot(before),
          after: activitySnapshot(row),
        });
        return activityView(tx, row);
      });
    },

    /**
     * Booking requests cascade with their activity, so an activity someone asked to book is not
     * deleted: 409 activity-has-bookings, and the page offers to deactivate it instead.
     */
    async deleteActivity(id: number, staff: Staff) {
      return db.transaction(async (tx) => {
        const before = await mustFindActivity(tx, id, true);
        const bookings = await repo.bookingCount(tx, id);
        if (bookings > 0)
          throw new AppError('activity-has-bookings', {
            body: { data: { booking_count: bookings } },
          });
        await repo.deleteActivity(tx, id);
        await removeUpload(tx, picturePath('activity', id));
        await recordAudit(tx, {
          actor: staff,
          action: 'activity.delete',
          entity: 'activity',
          entityId: id,
          before: activitySnapshot(before),
          after: null,
        });
        return { id };
      });
    },

    async putActivityPhoto(id: number, bytes: Buffer, staff: Staff): Promise<AdminPicture> {
      return db.transaction(async (tx) => {
        await mustFindActivity(tx, id, true);
        return putPicture(tx, 'activity', id, bytes, staff);
      });
    },

    async removeActivityPhoto(id: number, staff: Staff): Promise<AdminPicture> {
      return db.transaction(async (tx) => {
        await mustFindActivity(tx, id, true);
        return removePicture(tx, 'activity', id, staff);
      });
    },
  };
}

async function mustFindActivity(tx: DbOrTx, id: number, lock = false) {
  const row = await repo.findActivity(tx, id, lock);
  if (!row) throw new AppError('activity-not-found');
  return row;
}

function activityValues(input: AdminActivityInputParsed): repo.ActivityValues {
  return { ...input, search_text: searchText([input.name_en, input.name_km]) };
}

function activitySnapshot(a: repo.ActivityRow) {
  const { search_text: _s, ...own } = a;
  return own;
}
