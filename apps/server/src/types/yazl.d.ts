// yazl 3 ships no types; the part of its API the data export uses (https://github.com/thejoshwolfe/yazl).
declare module 'yazl' {
  import type { Readable } from 'node:stream';

  export interface EntryOptions {
    mtime?: Date;
    mode?: number;
    compress?: boolean;
    compressionLevel?: number;
    forceZip64Format?: boolean;
  }

  export class ZipFile {
    readonly outputStream: Readable;
    addBuffer(buffer: Buffer, metadataPath: string, options?: EntryOptions): void;
    addEmptyDirectory(metadataPath: string, options?: { mtime?: Date; mode?: number }): void;
    end(options?: { forceZip64Format?: boolean; comment?: string }): void;
  }
}
