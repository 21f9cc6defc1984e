import {
  normalizeHiddenWords,
  type SafetySettings,
  type UpdateSafetyBody,
} from '@dating/shared-contracts/api';
import { invalidFields } from '../../lib/app-error';
import type { SafetyRepository } from './safety.repository';

/** A member's own safety choices: read, and changed all at once or not at all. */
export class SafetyService {
  constructor(
    private readonly repo: SafetyRepository,
    private readonly now: () => Date,
  ) {}

  get(userId: number): Promise<SafetySettings> {
    return this.repo.of(userId);
  }

  async update(userId: number, body: UpdateSafetyBody): Promise<SafetySettings> {
    const current = await this.repo.of(userId);
    const words = body.hidden_words && normalizeHiddenWords(body.hidden_words);
    if (words === null)
      throw invalidFields([{ field: 'hidden_words', messageKey: 'field_invalid' }]);
    const next: SafetySettings = {
      show_match_images: body.show_match_images ?? current.show_match_images,
      hide_fictional: body.hide_fictional ?? current.hide_fictional,
      hidden_words: words ?? current.hidden_words,
    };
    await this.repo.save(userId, next, this.now().toISOString());
    return next;
  }
}
