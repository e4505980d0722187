import type { Generated } from 'kysely';
import type { Audience } from '../../contract/flags';

/**
 * The tables of migrations 018 (gift store) and 019 (feature flags), added to the app's
 * Database type from here so that the store's schema lives beside the code that owns it.
 */
export interface PresentTable {
  id: string;
  title: string;
  image_file: string; // under presents/ in storage
  price_text: string;
  retailer_url: string; // as entered; AFFILIATE_TAGS are applied when shown/followed
  active: Generated<0 | 1>;
  created_at: number;
  updated_at: number;
}

export interface PresentClickTable {
  present_id: string;
  clicks: Generated<number>;
}

export interface PuzzlePresentTable {
  puzzle_id: string;
  present_id: string;
}

export interface FeatureFlagTable {
  name: string;
  audience: Audience;
  updated_at: number;
}

declare module '../db/tables' {
  interface Database {
    presents: PresentTable;
    present_clicks: PresentClickTable;
    puzzle_presents: PuzzlePresentTable;
    feature_flags: FeatureFlagTable;
  }
}
