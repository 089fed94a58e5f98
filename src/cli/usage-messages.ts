import type { CommanderError } from 'commander';

/**
 * Commander's messages quote the user's arguments (`unknown option '--password=hunter2'`,
 * `argument 'Jane Doe' is invalid`), and an argument may be the very data being removed (a
 * password, a PEM key pasted in the wrong place). These rewrite them to name the argument by
 * its position and its first characters only, on one line, the important part last.
 */
const SHOWN = 4;

/** `--pa…`: an argument's first characters, never the whole of a long one; control characters escaped. */
export function argumentStart(arg: string): string {
  const start = [...arg].length <= SHOWN ? arg : `${[...arg].slice(0, SHOWN).join('')}…`;
  return JSON.stringify(start);
}

/** `argument 2`: the 1-based position of `arg` among the user's arguments (after `anonymize`). */
function position(arg: string, argv: readonly string[]): string {
  const i = argv.indexOf(arg);
  return i >= 0 ? `argument ${i + 1}` : 'an argument';
}

const quoted = (message: string, lead: string): string | undefined => {
  if (!message.startsWith(`${lead} '`)) return undefined;
  const end = message.lastIndexOf("'");
  return end > lead.length + 1 ? message.slice(lead.length + 2, end) : undefined;
};

const suggestionOf = (message: string) => /\(Did you mean (.+?)\?\)/.exec(message)?.[1];

/** The one-line message for a commander error, without the user's input; undefined for help and version. */
export function usageMessage(error: CommanderError, argv: readonly string[]): string {
  const message = error.message.replace(/^error: /, '');
  const suggestion = suggestionOf(message);
  const hint = suggestion ? `: did you mean ${suggestion}?` : ': see anonymize --help';
  switch (error.code) {
    case 'commander.unknownOption': {
      const flag = quoted(message.split('\n')[0]!, 'unknown option') ?? '';
      return `${position(flag, argv)} (${argumentStart(flag)}) is not a known option${hint}`;
    }
    case 'commander.unknownCommand': {
      const name = quoted(message.split('\n')[0]!, 'unknown command') ?? '';
      return `${position(name, argv)} (${argumentStart(name)}) is not a command (text, files, entities)${hint}`;
    }
    case 'commander.invalidArgument': {
      // "option '-s, --style <style>' argument 'blur' is invalid. Allowed choices are a, b."
      const flags = /^option '([^']*)' argument /.exec(message)?.[1];
      const tail = message.slice(message.lastIndexOf("' is invalid.") + "' is invalid.".length).trim();
      const name = flags?.split(/[ ,]+/).find((f) => f.startsWith('--')) ?? flags ?? 'an argument';
      return `${name}: the value given is invalid${tail ? ` (${tail.replace(/\.$/, '').replace(/^Allowed choices are/, 'allowed:')})` : ''}`;
    }
    // These quote only our own names and counts.
    case 'commander.excessArguments':
    case 'commander.missingArgument':
    case 'commander.optionMissingArgument':
    case 'commander.missingMandatoryOptionValue':
    case 'commander.conflictingOption':
      return message.split('\n')[0]!;
    default:
      return `invalid command line (${error.code.replace(/^commander\./, '')}): see anonymize --help`;
  }
}
