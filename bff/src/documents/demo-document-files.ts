import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DEMO_DOCUMENTS, demoDocumentKey, demoPdf } from '@pm/kit';
import { BffSettings } from '../config/bff.config';
import { FileStorage } from '../uploads/storage';

/**
 * The demo seed's documents (DOC-01) are stored by the portfolio service as records only; their bytes belong in
 * the bff's file storage, local disk or S3, which only the bff knows. With DEMO_SEED=1 (never in production) it
 * writes each demo PDF under the key the seed recorded, unless a file is already there.
 */
@Injectable()
export class DemoDocumentFiles implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoDocumentFiles.name);

  constructor(
    private readonly storage: FileStorage,
    private readonly settings: BffSettings,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.settings.demoSeed) return;
    await this.store();
  }

  /** Writes the files that are missing; answers how many it wrote. */
  async store(): Promise<number> {
    let written = 0;
    for (const document of DEMO_DOCUMENTS) {
      const key = demoDocumentKey(document.n);
      if (await this.storage.get(key)) continue;
      await this.storage.put(key, demoPdf(document.lines), 'application/pdf');
      written += 1;
    }
    if (written > 0) this.logger.log(`Stored ${written} demo document files`);
    return written;
  }
}
