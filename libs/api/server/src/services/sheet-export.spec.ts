import ExcelJS from 'exceljs';
import type { Readable } from 'node:stream';
import { streamSheet } from './sheet-export';

const collect = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('streamSheet', () => {
  it('writes the header and every batch in order, each batch asked after the last row of the one before', async () => {
    const records = Array.from({ length: 7 }, (_, i) => ({ id: i + 1, name: `=name ${i + 1}`, amount: (i + 1) * 1.5 }));
    const asked: (number | undefined)[] = [];
    const stream = streamSheet<(typeof records)[number]>({
      sheet: 'Things',
      columns: [
        { header: 'Id', width: 8 },
        { header: 'Name', width: 20 },
        { header: 'Amount', width: 12 },
      ],
      batchSize: 3,
      nextBatch: async (last) => {
        asked.push(last?.id);
        const from = last ? last.id : 0;
        return records.slice(from, from + 3);
      },
      row: (r) => ({ cells: [r.id, `'${r.name}`, r.amount], numFmt: { 3: '"€"#,##0.00' } }),
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await collect(stream)) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Things');
    expect(sheet).toBeDefined();
    if (!sheet) return;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Id', 'Name', 'Amount']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(8);
    expect((sheet.getRow(8).values as unknown[]).slice(1)).toEqual([7, "'=name 7", 10.5]);
    expect(sheet.getRow(2).getCell(3).numFmt).toBe('"€"#,##0.00');
    // Three, three, one: the third batch is short, so no fourth is asked.
    expect(asked).toEqual([undefined, 3, 6]);
  });

  it('errors the stream when a batch cannot be read', async () => {
    const stream = streamSheet<{ id: number }>({
      sheet: 'Broken',
      columns: [{ header: 'Id', width: 8 }],
      batchSize: 2,
      nextBatch: async (last) => {
        if (last) throw new Error('the database went away');
        return [{ id: 1 }, { id: 2 }];
      },
      row: (r) => ({ cells: [r.id] }),
    });
    await expect(collect(stream)).rejects.toThrow('the database went away');
  });
});
