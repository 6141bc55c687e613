// In lazy/: code only screens after the first need (the shell's build keeps it out of its first chunk).
import type { MediaType } from '../media';

/** A title in one of the visitor's lists: enough to show its card without a request, and the visitor's note. */
export interface ListItem {
  media_type: MediaType;
  id: number;
  title: string;
  poster_path: string | null;
  /** Release or first air year, when known. */
  year?: number;
  /** ISO timestamp of the addition. */
  addedAt: string;
  note?: string;
}

/** A list of the visitor's own ("Best of 2025", a ranked top 10): its items in the visitor's order. */
export interface UserList {
  /** Made in the browser that created the list; unique among the visitor's lists. */
  id: string;
  name: string;
  description: string;
  /** A ranked list shows its positions (1, 2, 3...) and is always read in its own order. */
  ranked: boolean;
  createdAt: string;
  updatedAt: string;
  items: ListItem[];
}
