import { randomBytes } from 'node:crypto';
import { tagRetailerLink, type AffiliateTag } from '../../game/rules/affiliate-tags';
import { PRESENT_FOLDER, presentGoPath, STORE_MESSAGES } from '../../contract/store';
import type { AdminPresent, AdminPresentsBody, PresentCard, PresentsBody } from '../../contract/schemas/store';
import type { Clock } from '../clock';
import type { Db } from '../db/open';
import { notFound } from '../http-error';
import type { PictureProcessor } from '../images/process';
import { insertAuditEntry } from '../repos/audit-log';
import {
  activePresents,
  allPresentsWithClicks,
  countPresentClick,
  findPresent,
  insertPresent,
  presentOfPuzzle,
  updatePresent,
  type Present,
} from '../repos/presents';
import type { Storage } from '../storage/storage';
import type { PresentForm } from './present-form';
import { storePresentPicture } from './picture';

export interface StoreDeps {
  db: Db;
  storage: Storage;
  pictures: PictureProcessor;
  clock: Clock;
  affiliateTags: readonly AffiliateTag[];
}

type Admin = { id: string; email: string };

/** The gift store without HTTP: the admin's catalogue, the sender's choice, the recipient's reveal and its link. */
export interface StoreService {
  /** What senders pick from. */
  offered(): Promise<PresentsBody>;
  /** 404 'present-not-found' unless the present exists and is offered (before a gift or card carries it). */
  assertOffered(presentId: string): Promise<void>;
  /** The present a solved puzzle reveals, or null. Call only after the solve. */
  revealFor(db: Db, puzzleId: string): Promise<PresentCard | null>;
  /** Counts one click and answers where to send the browser (the tagged retailer link); 404 for an unknown present. */
  follow(presentId: string): Promise<string>;
  adminList(): Promise<AdminPresentsBody>;
  create(form: PresentForm, admin: Admin): Promise<AdminPresent>;
  edit(presentId: string, form: PresentForm, admin: Admin): Promise<AdminPresent>;
}

const imageUrlOf = (present: Present) => `/media/${PRESENT_FOLDER}/${present.imageFile}`;

export function toPresentCard(present: Present): PresentCard {
  return { id: present.id, title: present.title, imageUrl: imageUrlOf(present), priceText: present.priceText, goUrl: presentGoPath(present.id) };
}

export function createStoreService(deps: StoreDeps): StoreService {
  const { db, clock } = deps;
  const tagged = (present: Present) => tagRetailerLink(present.retailerUrl, deps.affiliateTags);
  const adminView = async (id: string): Promise<AdminPresent> => {
    const present = (await allPresentsWithClicks(db)).find((row) => row.id === id);
    if (!present) throw notFound(STORE_MESSAGES.notFound, 'present-not-found');
    return toAdminPresent(present);
  };
  const toAdminPresent = (present: Present & { clicks: number }): AdminPresent => ({
    id: present.id,
    title: present.title,
    imageUrl: imageUrlOf(present),
    priceText: present.priceText,
    retailerUrl: present.retailerUrl,
    taggedUrl: tagged(present),
    active: present.active,
    clicks: present.clicks,
    createdAt: present.createdAt,
  });

  return {
    offered: async () => ({ presents: (await activePresents(db)).map(toPresentCard) }),
    async assertOffered(presentId) {
      const present = await findPresent(db, presentId);
      if (!present?.active) throw notFound(STORE_MESSAGES.notFound, 'present-not-found');
    },
    async revealFor(trxOrDb, puzzleId) {
      const present = await presentOfPuzzle(trxOrDb, puzzleId);
      return present ? toPresentCard(present) : null;
    },
    async follow(presentId) {
      const present = await findPresent(db, presentId);
      // A deactivated present still leads to its shop: gifts sent before keep their button.
      if (!present) throw notFound(STORE_MESSAGES.notFound, 'present-not-found');
      await countPresentClick(db, presentId);
      return tagged(present);
    },
    adminList: async () => ({ presents: (await allPresentsWithClicks(db)).map(toAdminPresent) }),
    async create(form, admin) {
      const picture = await storePresentPicture(deps, form.picture);
      const now = clock();
      const present: Present = { id: randomBytes(12).toString('base64url'), ...form.fields, imageFile: picture.name, createdAt: now, updatedAt: now };
      await picture.commit(() =>
        db.transaction().execute(async (trx) => {
          await insertPresent(trx, present);
          await insertAuditEntry(trx, { at: now, actor: admin, action: 'add present', puzzleId: null, detail: `${present.id}: ${present.title}` });
        }),
      );
      return adminView(present.id);
    },
    async edit(presentId, form, admin) {
      const before = await findPresent(db, presentId);
      if (!before) throw notFound(STORE_MESSAGES.notFound, 'present-not-found');
      const picture = form.picture ? await storePresentPicture(deps, form.picture) : null;
      const now = clock();
      const change = () =>
        db.transaction().execute(async (trx) => {
          await updatePresent(trx, presentId, form.fields, picture?.name ?? null, now);
          const state = before.active === form.fields.active ? '' : form.fields.active ? ' (offered again)' : ' (deactivated)';
          await insertAuditEntry(trx, { at: now, actor: admin, action: 'edit present', puzzleId: null, detail: `${presentId}: ${form.fields.title}${state}${picture ? ', new picture' : ''}` });
        });
      if (picture) await picture.commit(change);
      else await change();
      // The old picture stays: a gift already revealed may still show it from a cache; its URL is immutable.
      return adminView(presentId);
    },
  };
}
