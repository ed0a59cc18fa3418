import { crc32, deflateSync } from 'node:zlib';
import { RESUME_MAX_BYTES } from '@portico/contracts';
import {
  Document,
  ExternalHyperlink,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
import { PDFDocument, type PDFFont, PDFHexString, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractResumeText, htmlToLines, UnsupportedResumeError, warmUpResumeText } from './resume-text.js';

/* ------------------------------------------------------------------------------------------ fixtures */

interface Draw {
  text: string;
  x: number;
  y: number;
  size?: number;
  bold?: boolean;
  page?: number;
}

async function pdf(draws: Draw[], pages = 1): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (let i = 0; i < pages; i++) doc.addPage([612, 792]);
  for (const d of draws) {
    const font: PDFFont = d.bold ? bold : regular;
    doc.getPage((d.page ?? 1) - 1).drawText(d.text, { x: d.x, y: d.y, size: d.size ?? 10, font });
  }
  return doc.save();
}

/** A stored (uncompressed) ZIP of the given files: a ZIP archive that is not a Word document. */
function zip(files: Record<string, string>): Uint8Array {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const data = Buffer.from(content);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    parts.push(local, nameBytes, data);
    central.push(entry, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const dir = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...parts, dir, end]));
}

async function reason(bytes: Uint8Array): Promise<string> {
  try {
    await extractResumeText(bytes);
    return 'read';
  } catch (error) {
    if (error instanceof UnsupportedResumeError) return error.reason;
    throw error;
  }
}

const utf8 = (text: string) => new TextEncoder().encode(text);

/* -------------------------------------------------------------------------------------------- tests */

describe('extractResumeText: PDF', () => {
  it('rebuilds lines from positioned text, with bold, size and x, keeping right-aligned dates on their row', async () => {
    const bytes = await pdf([
      { text: 'Jane Doe', x: 50, y: 740, size: 22, bold: true },
      { text: 'Berlin, Germany  |  jane@example.com', x: 50, y: 712, size: 9.5 },
      { text: 'EXPERIENCE', x: 50, y: 680, size: 12, bold: true },
      { text: 'Senior Engineer, Acme GmbH', x: 50, y: 660, size: 10.5, bold: true },
      { text: 'Jan 2020 – Present', x: 470, y: 660, size: 10 },
      { text: '• Built the billing platform', x: 60, y: 645 },
    ]);
    const { kind, lines, text } = await extractResumeText(bytes);
    expect(kind).toBe('pdf');
    expect(lines.map((l) => l.text)).toEqual([
      'Jane Doe',
      'Berlin, Germany | jane@example.com',
      'EXPERIENCE',
      'Senior Engineer, Acme GmbH\tJan 2020 – Present',
      '• Built the billing platform',
    ]);
    expect(lines[0]).toMatchObject({ page: 1, bold: true, fontSize: 22, x: 50 });
    expect(lines[1]?.bold).toBeUndefined();
    expect(text.split('\n')).toHaveLength(5);
  });

  it('reads a two-column page column by column, below a full-width header', async () => {
    const draws: Draw[] = [
      { text: 'A header line that runs across the whole width of the page, name', x: 40, y: 750, size: 12 },
    ];
    const left = [
      'CONTACT',
      'jane@example.com',
      'Berlin',
      'SKILLS',
      'TypeScript',
      'SQL',
      'Kubernetes',
      'Figma',
    ];
    const right = [
      'EXPERIENCE',
      'Senior Engineer',
      'Acme GmbH',
      'Jan 2020 – Present',
      'Led the move of twelve services to a new platform',
      'Cut the cloud bill by a third in one year',
      'Engineer',
      'Globex',
      'Built the first version of the mobile app',
    ];
    for (const [i, t] of left.entries()) {
      draws.push({ text: t, x: 40, y: 700 - i * 13.2, size: 8.5, bold: t === t.toUpperCase() });
    }
    for (const [i, t] of right.entries()) {
      draws.push({ text: t, x: 230, y: 705 - i * 14.1, size: 10, bold: t === t.toUpperCase() });
    }
    const { lines } = await extractResumeText(await pdf(draws));
    const texts = lines.map((l) => l.text);
    expect(texts[0]).toMatch(/^A header line/);
    expect(texts.slice(1, 1 + left.length)).toEqual(left);
    expect(texts.slice(1 + left.length)).toEqual(right);
  });

  it('keeps a dates column beside its rows (a table, not two columns) and joins wrapped table cells', async () => {
    const draws: Draw[] = [];
    const rows = [
      ['03/2019 – 08/2021', 'Data Analyst', 'Initech', 'Austin'],
      ['09/2016 – 02/2019', 'Learning and Development', 'Globex Corporation', 'Denver'],
      ['01/2014 – 08/2016', 'Junior Analyst', 'Acme', 'Boston'],
      ['01/2012 – 12/2013', 'Intern', 'Umbrella', 'Chicago'],
      ['01/2010 – 12/2011', 'Assistant', 'Hooli', 'Seattle'],
    ];
    let y = 700;
    for (const row of rows) {
      for (const [i, cell] of row.entries())
        draws.push({ text: cell, x: [45, 165, 335, 465][i] as number, y, size: 9 });
      if (row[1] === 'Learning and Development') {
        draws.push({ text: 'Specialist', x: 165, y: y - 11, size: 9 });
        y -= 11;
      }
      y -= 18;
    }
    const { lines } = await extractResumeText(await pdf(draws));
    expect(lines.map((l) => l.text)).toEqual([
      '03/2019 – 08/2021\tData Analyst\tInitech\tAustin',
      '09/2016 – 02/2019\tLearning and Development Specialist\tGlobex Corporation\tDenver',
      '01/2014 – 08/2016\tJunior Analyst\tAcme\tBoston',
      '01/2012 – 12/2013\tIntern\tUmbrella\tChicago',
      '01/2010 – 12/2011\tAssistant\tHooli\tSeattle',
    ]);
  });

  it('warms up without failing', async () => {
    await expect(warmUpResumeText(1)).resolves.toBeUndefined();
  });

  it('numbers the pages of a two-page PDF', async () => {
    const bytes = await pdf(
      [
        { text: 'Page one text', x: 50, y: 700 },
        { text: 'Page two text', x: 50, y: 700, page: 2 },
      ],
      2,
    );
    const { lines } = await extractResumeText(bytes);
    expect(lines.map((l) => [l.text, l.page])).toEqual([
      ['Page one text', 1],
      ['Page two text', 2],
    ]);
  });

  it('answers "unreadable" for a damaged PDF, an encrypted one and one without text', async () => {
    expect(await reason(utf8('%PDF-1.7\n1 0 obj <<>> garbage without a cross-reference table'))).toBe(
      'unreadable',
    );

    const doc = await PDFDocument.create();
    doc.addPage().drawText('Secret', { x: 50, y: 700, font: await doc.embedFont(StandardFonts.Helvetica) });
    const encrypt = doc.context.obj({
      Filter: 'Standard',
      V: 1,
      R: 2,
      O: PDFHexString.of('ab'.repeat(32)),
      U: PDFHexString.of('cd'.repeat(32)),
      P: -44,
    });
    doc.context.trailerInfo.Encrypt = doc.context.register(encrypt);
    doc.context.trailerInfo.ID = doc.context.obj([
      PDFHexString.of('01'.repeat(16)),
      PDFHexString.of('01'.repeat(16)),
    ]);
    const encrypted = await doc.save({ useObjectStreams: false });
    const error = await extractResumeText(encrypted).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnsupportedResumeError);
    expect((error as UnsupportedResumeError).reason).toBe('unreadable');
    expect((error as UnsupportedResumeError).message).toMatch(/password/);

    const scan = await PDFDocument.create();
    scan.addPage().drawRectangle({ x: 50, y: 50, width: 500, height: 700 });
    const noText = await extractResumeText(await scan.save()).catch((e: unknown) => e);
    expect((noText as UnsupportedResumeError).reason).toBe('unreadable');
    expect((noText as UnsupportedResumeError).message).toMatch(/scanned/);
  });
});

describe('extractResumeText: DOCX', () => {
  it('reads paragraphs, headings, bullets, links and table rows of a Word document', async () => {
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun('José García')] }),
            new Paragraph({
              children: [
                new TextRun('Madrid, Spain | '),
                new ExternalHyperlink({
                  link: 'https://linkedin.com/in/jgarcia',
                  children: [new TextRun('LinkedIn')],
                }),
              ],
            }),
            new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Experiencia')] }),
            new Paragraph({
              tabStops: [{ type: TabStopType.RIGHT, position: 9000 }],
              children: [
                new TextRun({ text: 'Desarrollador, Telefónica', bold: true }),
                new TextRun('\tene. 2018 – actualidad'),
              ],
            }),
            new Paragraph({ text: 'Migración de los informes', bullet: { level: 0 } }),
            new Table({
              width: { size: 9000, type: WidthType.DXA },
              rows: [
                new TableRow({
                  children: [
                    new TableCell({ children: [new Paragraph('2014 – 2018')] }),
                    new TableCell({ children: [new Paragraph('Grado en Ingeniería Informática')] }),
                  ],
                }),
              ],
            }),
          ],
        },
      ],
    });
    const bytes = new Uint8Array(await Packer.toBuffer(doc));
    const { kind, lines } = await extractResumeText(bytes);
    expect(kind).toBe('docx');
    expect(lines.map((l) => l.text)).toEqual([
      'José García',
      'Madrid, Spain | LinkedIn',
      'Experiencia',
      'Desarrollador, Telefónica\tene. 2018 – actualidad',
      '• Migración de los informes',
      '2014 – 2018\tGrado en Ingeniería Informática',
    ]);
    expect(lines[0]).toMatchObject({ bold: true, fontSize: 22 });
    expect(lines[1]?.links).toEqual(['https://linkedin.com/in/jgarcia']);
    expect(lines[2]).toMatchObject({ bold: true });
    expect(lines[3]?.bold).toBeUndefined();
  });

  it('reads a layout table with long cells cell by cell', () => {
    const many = Array.from({ length: 6 }, (_, i) => `<p>Right ${i}</p>`).join('');
    const lines = htmlToLines(`<table><tr><td><p>Left 1</p><p>Left 2</p></td><td>${many}</td></tr></table>`);
    expect(lines.map((l) => l.text)).toEqual([
      'Left 1',
      'Left 2',
      ...Array.from({ length: 6 }, (_, i) => `Right ${i}`),
    ]);
  });

  it('decodes entities and marks a wholly bold paragraph', () => {
    const lines = htmlToLines('<p><strong>R&amp;D Lead</strong></p><p>A &lt;b&gt; &#233;t&#xe9;</p>');
    expect(lines).toEqual([
      { text: 'R&D Lead', page: 1, bold: true },
      { text: 'A <b> été', page: 1 },
    ]);
  });
});

describe('extractResumeText: plain text', () => {
  it('reads UTF-8, UTF-16 with a byte order mark, CRLF and form feeds', async () => {
    const text = 'Zoë Müller\r\nBerlin\r\n\r\nExperience\fPage two';
    const a = await extractResumeText(utf8(text));
    expect(a.kind).toBe('txt');
    expect(a.lines.map((l) => [l.text, l.page])).toEqual([
      ['Zoë Müller', 1],
      ['Berlin', 1],
      ['Experience', 1],
      ['Page two', 2],
    ]);
    const le = new Uint8Array([0xff, 0xfe, ...Buffer.from('Zoë Müller\nBerlin', 'utf16le')]);
    expect((await extractResumeText(le)).lines.map((l) => l.text)).toEqual(['Zoë Müller', 'Berlin']);
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('Jane')]);
    expect((await extractResumeText(bom)).text).toBe('Jane');
  });

  it('decides by the bytes: text uploaded under a .pdf name is still text', async () => {
    // The name is not an input at all: only the bytes are.
    const { kind } = await extractResumeText(utf8('Jane Doe\njane@example.com\n'));
    expect(kind).toBe('txt');
  });
});

describe('extractResumeText: what it refuses', () => {
  it('answers a typed reason the route can turn into 413 or 415', async () => {
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
    ]);
    expect(await reason(png)).toBe('type');
    expect(await reason(zip({ 'notes.txt': 'hello', 'photo.jpg': 'not really' }))).toBe('type');
    expect(await reason(new Uint8Array())).toBe('empty');
    expect(await reason(utf8(' \n\t\n'))).toBe('empty');
    expect(await reason(new Uint8Array(RESUME_MAX_BYTES + 1))).toBe('too_large');
    // Legacy Word (.doc) is an OLE compound file.
    const doc = new Uint8Array(2048);
    doc.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await reason(doc)).toBe('type');
    // An executable, and random bytes.
    const exe = new Uint8Array(512);
    exe.set([0x4d, 0x5a, 0x90, 0x00, 0x03]);
    expect(await reason(exe)).toBe('type');
    expect(await reason(deflateSync(Buffer.from('x'.repeat(1000))))).toBe('type');
    expect(await reason(utf8('{\\rtf1\\ansi Jane Doe}'))).toBe('type');
    expect(await reason(utf8('<!DOCTYPE html><html><body>Jane</body></html>'))).toBe('type');
  });

  it('explains the refusal in words a candidate understands', async () => {
    const error = await extractResumeText(zip({ 'a.txt': 'a' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnsupportedResumeError);
    expect((error as Error).message).toMatch(/PDF, a Word document \(\.docx\) or a plain text file/);
  });
});
