import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/open';
import type { PictureProcessor } from '../images/process';
import type { Storage } from '../storage/storage';
import type { DailyLibrary } from './library/index';

/** AppDeps.daily: what tests may change about the scheduler. */
export interface ScheduleOptions {
  /** Largest compressed JPEG accepted; only tests lower it (a real 800x600 JPEG at q70 never reaches 2 MB). */
  pictureMaxBytes?: number;
}

/** What the scheduler's operations need from the app, passed in. */
export interface ScheduleDeps extends ScheduleOptions {
  db: Db;
  storage: Storage;
  pictures: PictureProcessor; // makes the admin's upload safe and small
  clock: Clock;
  log: FastifyBaseLogger; // a picture file that could not be removed is only logged
  library: DailyLibrary; // what plays on the days left empty, shown in the month view
}

export interface ScheduleContext extends ScheduleDeps {
  pictureMaxBytes: number;
}
