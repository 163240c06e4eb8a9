import argon2 from 'argon2';

/** argon2id cost: memory in KiB and passes. */
export interface PasswordHashCost {
  memoryKib: number;
  passes: number;
}

/** OWASP's recommended minimum for argon2id (19 MiB, 2 passes, 1 lane): the production cost. */
export const OWASP_MINIMUM_COST: PasswordHashCost = { memoryKib: 19_456, passes: 2 };

/** Hashes and checks passwords with argon2id; each hash carries its own salt and cost. */
export class PasswordHasher {
  private readonly options;
  private dummyHash: Promise<string> | undefined;

  constructor(cost: PasswordHashCost = OWASP_MINIMUM_COST) {
    this.options = { type: argon2.argon2id, memoryCost: cost.memoryKib, timeCost: cost.passes, parallelism: 1 } as const;
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** True when the hash was made with another cost (it is replaced at the next login). */
  needsRehash(hash: string): boolean {
    return argon2.needsRehash(hash, this.options);
  }

  /** Spends the same time as a real verification, so an unknown address answers as slowly as a known one. */
  async verifyAgainstDummy(password: string): Promise<void> {
    this.dummyHash ??= this.hash('dummy-password-for-timing-Aa1!');
    await this.verify(await this.dummyHash, password);
  }
}
