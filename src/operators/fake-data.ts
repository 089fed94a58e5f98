/**
 * Word lists for `--style fake`. Common, generic words so that a surrogate reads naturally;
 * e-mail domains are the reserved example domains of RFC 2606 / RFC 6761, so a fake address can
 * never reach a real mailbox.
 */
export const GIVEN_NAMES = [
  'Alex', 'Sam', 'Jordan', 'Taylor', 'Morgan', 'Casey', 'Robin', 'Jamie', 'Avery', 'Riley', 'Quinn', 'Drew',
  'Emma', 'Olivia', 'Liam', 'Noah', 'Mia', 'Lucas', 'Sofia', 'Leo', 'Clara', 'Hugo', 'Nora', 'Elias',
  'Maria', 'Jonas', 'Ines', 'Marek', 'Anna', 'Pavel', 'Leila', 'Omar', 'Yuki', 'Chen', 'Priya', 'Arjun',
] as const;

export const SURNAMES = [
  'Smith', 'Johnson', 'Brown', 'Miller', 'Davis', 'Wilson', 'Moore', 'Clark', 'Lewis', 'Walker', 'Hall', 'Young',
  'Novak', 'Berg', 'Laurent', 'Rossi', 'Schmidt', 'Jansen', 'Kowalski', 'Nielsen', 'Silva', 'Costa', 'Weber', 'Fischer',
  'Haddad', 'Kaya', 'Tanaka', 'Wang', 'Kim', 'Patel', 'Singh', 'Garcia', 'Lopez', 'Martin', 'Dubois', 'Horvat',
] as const;

export const STREET_NAMES = [
  'Maple', 'Oak', 'Cedar', 'Elm', 'Willow', 'Birch', 'Hillside', 'Lakeview', 'Park', 'River', 'Mill', 'Church',
  'Station', 'Orchard', 'Meadow', 'Highland', 'Spring', 'Forest', 'Harbor', 'Sunset',
] as const;

export const STREET_SUFFIXES = ['Street', 'Avenue', 'Road', 'Lane', 'Drive', 'Court', 'Way', 'Place'] as const;

export const CITIES = [
  'Springfield', 'Riverton', 'Fairview', 'Greenville', 'Kingston', 'Madison', 'Clinton', 'Franklin', 'Georgetown',
  'Salem', 'Bristol', 'Ashford', 'Milton', 'Newport', 'Oakridge', 'Lakewood',
] as const;

export const ORG_WORDS = [
  'Northwind', 'Contoso', 'Fabrikam', 'Tailspin', 'Litware', 'Proseware', 'Adventure', 'Bluebird', 'Summit',
  'Crescent', 'Pinecrest', 'Silverline', 'Redwood', 'Harborview', 'Ironbridge', 'Lighthouse',
] as const;

export const ORG_SUFFIXES = ['Ltd', 'Inc.', 'LLC', 'GmbH', 'Group', 'Partners', 'Holdings', 'Services'] as const;

export const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net'] as const;

export const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
] as const;
