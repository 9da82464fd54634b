import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from './database';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
  entries: JournalEntry[];
};

describe('migration journal', () => {
  // drizzle's migrator skips a migration whose `when` is not later than the last one applied: a migration
  // written in parallel with an earlier timestamp would never run on an existing data folder.
  it('numbers the migrations in order, with strictly increasing timestamps', () => {
    journal.entries.forEach((entry, i) => {
      expect(entry.idx).toBe(i);
      expect(entry.tag.startsWith(String(i).padStart(4, '0') + '_')).toBe(true);
      if (i > 0) expect(entry.when).toBeGreaterThan(journal.entries[i - 1].when);
    });
  });

  it('has a SQL file for every entry', () => {
    for (const entry of journal.entries) {
      expect(existsSync(path.join(migrationsFolder(), `${entry.tag}.sql`))).toBe(true);
    }
  });
});
