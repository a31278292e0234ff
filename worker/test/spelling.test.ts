// The assistant's spelling corrector: an unknown word becomes the known word it clearly misspells, and
// nothing else — the rules a visitor notices when a place is, or is not, 'corrected' into another.
import { describe, expect, it } from 'vitest';
import { buildSpeller } from '../src/services/assistant/spelling';

const correct = buildSpeller([
  'sarnath',
  'amarnath',
  'kerala',
  'europe',
  'euros',
  'singapore',
  'shingnapur',
  'package',
  'packages',
  'june',
  'bali',
  'cheapest',
  'munnar',
  'manali',
  'mandir',
  'madurai',
  'train',
  'trail',
]);

describe('the spelling corrector', () => {
  it('corrects one typo in a word of 5 to 7 letters and two from 8', () => {
    expect(correct('kerela')).toBe('kerala');
    expect(correct('munar')).toBe('munnar');
    expect(correct('cheepest')).toBe('cheapest');
    expect(correct('singapur')).toBe('singapore');
  });

  it('never corrects across the first letter, so a real place stays itself', () => {
    expect(correct('amarnat')).toBe('amarnath');
    expect(correct('armarnath')).toBe('amarnath');
    expect(buildSpeller(['sarnath'])('amarnath')).toBeNull();
  });

  it('makes a place of a word only when its consonants agree', () => {
    const places = buildSpeller(
      ['shanti', 'kashmir', 'switzerland', 'maldives', 'gangtok'],
      new Set(['shanti', 'kashmir', 'switzerland', 'maldives', 'gangtok']),
    );
    expect(places('shakti')).toBeNull();
    expect(places('kashmr')).toBe('kashmir');
    expect(places('kashmeer')).toBe('kashmir');
    expect(places('swizerland')).toBe('switzerland');
    expect(places('maldive')).toBe('maldives');
    expect(places('gangtock')).toBe('gangtok');
    expect(buildSpeller(['shanti'])('shakti')).toBe('shanti'); // a word that is not a place may still be meant
  });

  it('leaves short words alone and reads a four-letter word only with one letter too many', () => {
    expect(correct('pune')).toBeNull();
    expect(correct('baali')).toBe('bali');
    expect(correct('blli')).toBeNull();
  });

  it('takes the one that keeps more of the beginning, the shorter of two forms of a word, and gives up on a tie', () => {
    expect(correct('europ')).toBe('europe');
    expect(correct('packags')).toBe('package');
    expect(correct('traim')).toBeNull(); // one typo from 'train' and from 'trail', the same beginning
  });

  it('gives up when nothing is close enough', () => {
    expect(correct('python')).toBeNull();
    expect(correct('kashmeeeer')).toBeNull();
  });

  it('never reads a common English word as a catalog word, only as a word of ours it is a slip for', () => {
    const speller = buildSpeller(['studios', 'easter', 'beach', 'flower'], new Set(), new Set(['beach']));
    expect(speller('studies')).toBeNull();
    expect(speller('easiest')).toBeNull();
    expect(speller('beech')).toBe('beach');
  });
});
