import { PICTURE_STORED_MAX_BYTES } from '../../contract/daily';
import type { ScheduledPicture, ScheduledWord, ScheduleDayBody, ScheduleMonthBody, WordScheduleBody } from '../../contract/schemas/daily';
import type { ScheduleContext, ScheduleDeps } from './schedule-context';
import { schedulePicture, unschedulePicture, type PictureUpload } from './scheduled-pictures';
import { scheduleWord, unscheduleWord } from './scheduled-words';
import { scheduleDay, scheduleMonth } from './schedule-views';

export type { ScheduleOptions } from './schedule-context';

/** The admin scheduler without HTTP. Dates and months are real ones (the routes check them with realDate/realMonth). */
export interface ScheduleService {
  month(month: string): Promise<ScheduleMonthBody>;
  day(date: string): Promise<ScheduleDayBody>;
  saveWord(date: string, body: WordScheduleBody): Promise<ScheduledWord>;
  removeWord(date: string): Promise<void>;
  savePicture(date: string, upload: PictureUpload): Promise<ScheduledPicture>;
  removePicture(date: string): Promise<void>;
}

export function createScheduleService(deps: ScheduleDeps): ScheduleService {
  const ctx: ScheduleContext = { ...deps, pictureMaxBytes: deps.pictureMaxBytes ?? PICTURE_STORED_MAX_BYTES };
  return {
    month: (month) => scheduleMonth(ctx.db, ctx.library, month),
    day: (date) => scheduleDay(ctx.db, date),
    saveWord: (date, body) => scheduleWord(ctx, date, body),
    removeWord: (date) => unscheduleWord(ctx, date),
    savePicture: (date, upload) => schedulePicture(ctx, date, upload),
    removePicture: (date) => unschedulePicture(ctx, date),
  };
}
