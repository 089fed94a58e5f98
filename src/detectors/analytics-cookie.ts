import { defineDetector } from '../engine/detector.js';

/**
 * The client identifier an analytics cookie gives one browser, in a Cookie header, a HAR export
 * or a URL: Google Analytics' `_ga` and `_ga_<stream>` (`GA1.2.<random>.<first visit>`,
 * `GS1.1.…`) and `_gid`, Meta's `_fbp` (`fb.1.<time>.<random>`), Segment's `ajs_anonymous_id`
 * and `ajs_user_id`. It follows its user from visit to visit, as an account's number does:
 * reported as USERNAME. A value without its cookie's name is left (it has no shape of its own).
 */
export default defineDetector({
  id: 'analytics-cookie',
  entity: 'USERNAME',
  patterns: () => [
    /(?<![A-Za-z0-9_.-])(?:_ga(?:_[A-Z0-9]{4,12})?|_gid)=(?<value>G[AS]\d\.\d\.[A-Za-z0-9.$_-]*\d[A-Za-z0-9.$_-]*)/g,
    /(?<![A-Za-z0-9_.-])_fb[pc]=(?<value>fb\.\d\.\d{10,13}\.[A-Za-z0-9_-]{6,})/g,
    /(?<![A-Za-z0-9_.-])ajs_(?:anonymous|user)_id=(?<value>(?:%22|")?[A-Za-z0-9_-]*\d[A-Za-z0-9_-]{5,}(?:%22|")?)/g,
  ],
  keywords: ['_ga', '_gid', '_fbp', '_fbc', 'ajs_'],
  window: 200,
  score: 0.8,
  examples: {
    positive: [
      // A HAR file's Cookie header (the third reading), fictitious values.
      { text: 'Cookie: SESSIONID=x; remember_me=no; _ga=GA1.2.1829374650.1739871234', match: 'GA1.2.1829374650.1739871234' },
      { text: 'Cookie: _ga_K7Q2M9XZ1B=GS1.1.1739871234.3.1.1739871300.0.0.0; _gid=GA1.2.918273645.1739871234', match: ['GS1.1.1739871234.3.1.1739871300.0.0.0', 'GA1.2.918273645.1739871234'] },
      { text: 'Cookie: _fbp=fb.1.1739871234567.1829374650', match: 'fb.1.1739871234567.1829374650' },
    ],
    negative: ['Cookie: _ga=; theme=dark', 'the _ga cookie lasts two years', 'my_ga=GA1.2.1829374650.1739871234'],
  },
});
