#!/usr/bin/env python3
"""Generate Sources/DialintKit/Text/Lexicon+Generated.swift from SCOWL.

Reads the Debian `wamerican-small` and `wbritish-small` word lists (SCOWL
size 35, American and British spelling; `apt-get install wamerican-small
wbritish-small`) and writes two sorted, newline-separated lists of their
entries together as Swift `StaticString` literals. British spellings are
words, not unknown names, in any English copy ("Delete this colour?"); the
British list adds 832 words, none of them capitalized.

  commonWords         every all-lowercase entry ("photo", "don't", "café")
  dictionaryProperNouns
                      entries that start with a capital letter and whose
                      lowercase form is not a common word ("Monday",
                      "French", "John", "OK"); "Apple"/"apple" or
                      "Mark"/"mark" are common words, not proper nouns.

Skipped: possessives ("photo's") and entries holding anything but letters,
apostrophes and hyphens; entries that are neither all lowercase nor
capitalized (none in size 35) are counted and reported.

Both lists are sorted in UTF-8 byte order, which is the order Lexicon's binary
search assumes. Python 3 standard library only.

Usage:
  Tests/Scripts/generate-lexicon.py [--dict PATH ...] [--output PATH] [--check]

--check exits 1 (writing nothing) when the output file is not up to date.
"""

import argparse
import os
import sys

DEFAULT_DICTS = ["/usr/share/dict/american-english-small", "/usr/share/dict/british-english-small"]
DEFAULT_OUTPUT = os.path.join(
    os.path.dirname(os.path.abspath(__file__)),
    os.pardir, os.pardir, "Sources", "DialintKit", "Text", "Lexicon+Generated.swift")

# The SCOWL notice that must accompany copies of the word lists
# (from /usr/share/doc/wamerican-small/copyright, the same as wbritish-small's, "extracted from the SCOWL
# README file"). Size 35 draws on SCOWL levels 10-35 only, whose sources are
# Kevin Atkinson's collective work, the public-domain Moby Words II, Brian
# Kelk's UK English Wordlist and the 12Dicts package, with inflections from
# WordNet 1.6 (Princeton) and spelling variants from VARCON (Ispell).
ATTRIBUTION = """\
SCOWL (Spell Checker Oriented Word Lists) is a collection of English word
lists maintained by Kevin Atkinson <kevina@users.sourceforge.net>,
http://wordlist.sourceforge.net/

The collective work is Copyright 2000-2011 by Kevin Atkinson as well as any
of the copyrights mentioned below:

  Copyright 2000-2011 by Kevin Atkinson

  Permission to use, copy, modify, distribute and sell these word
  lists, the associated scripts, the output created from the scripts,
  and its documentation for any purpose is hereby granted without fee,
  provided that the above copyright notice appears in all copies and
  that both that copyright notice and this permission notice appear in
  supporting documentation. Kevin Atkinson makes no representations
  about the suitability of this array for any purpose. It is provided
  "as is" without express or implied warranty.

Levels 10-35 draw on Moby (TM) Words II by Grady Ward (public domain),
Brian Kelk's "UK English Wordlist with Frequency Classification" (public
domain) and Alan Beale's 12Dicts package (public domain). Inflections come
from Kevin Atkinson's inflection database, built with the WordNet database:

  WordNet 1.6 Copyright 1997 by Princeton University. All rights reserved.

  Permission to use, copy, modify and distribute this software and
  database and its documentation for any purpose and without fee or
  royalty is hereby granted, provided that you agree to comply with
  the following copyright notice and statements, including the
  disclaimer, and that the same appear on ALL copies of the software,
  database and documentation, including modifications that you make
  for internal use or for distribution.

  THIS SOFTWARE AND DATABASE IS PROVIDED "AS IS" AND PRINCETON
  UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES, EXPRESS OR
  IMPLIED. BY WAY OF EXAMPLE, BUT NOT LIMITATION, PRINCETON
  UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES OF MERCHANT-
  ABILITY OR FITNESS FOR ANY PARTICULAR PURPOSE OR THAT THE USE OF THE
  LICENSED SOFTWARE, DATABASE OR DOCUMENTATION WILL NOT INFRINGE ANY
  THIRD PARTY PATENTS, COPYRIGHTS, TRADEMARKS OR OTHER RIGHTS.

  The name of Princeton University or Princeton may not be used in
  advertising or publicity pertaining to distribution of the software
  and/or database. Title to copyright in this software, database and
  any associated documentation shall at all times remain with
  Princeton University and LICENSEE agrees to preserve same.

American spellings were selected with VARCON, whose original word lists
came from the Ispell distribution:

  Copyright 1993, Geoff Kuenning, Granada Hills, CA
  All rights reserved.

  Redistribution and use in source and binary forms, with or without
  modification, are permitted provided that the following conditions
  are met:

  1. Redistributions of source code must retain the above copyright
     notice, this list of conditions and the following disclaimer.
  2. Redistributions in binary form must reproduce the above copyright
     notice, this list of conditions and the following disclaimer in the
     documentation and/or other materials provided with the distribution.
  3. All modifications to the source code must be clearly marked as
     such. Binary redistributions based on modified source code
     must be clearly marked as modified versions in the documentation
     and/or other materials provided with the distribution.
  (clause 4 removed with permission from Geoff Kuenning)
  5. The name of Geoff Kuenning may not be used to endorse or promote
     products derived from this software without specific prior
     written permission.

  THIS SOFTWARE IS PROVIDED BY GEOFF KUENNING AND CONTRIBUTORS ``AS
  IS'' AND ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT
  LIMITED TO, THE IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS
  FOR A PARTICULAR PURPOSE ARE DISCLAIMED. IN NO EVENT SHALL GEOFF
  KUENNING OR CONTRIBUTORS BE LIABLE FOR ANY DIRECT, INDIRECT,
  INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL DAMAGES (INCLUDING,
  BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES;
  LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
  CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT
  LIABILITY, OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN
  ANY WAY OUT OF THE USE OF THIS SOFTWARE, EVEN IF ADVISED OF THE
  POSSIBILITY OF SUCH DAMAGE.

Modified: dialint keeps only the words described above (no possessives,
no entries with characters other than letters, apostrophes and hyphens),
splits them into two lists and re-sorts them in UTF-8 byte order.
The complete notice is in /usr/share/doc/wamerican-small/copyright of the
Debian wamerican-small package (wbritish-small's is the same)."""


def is_word(entry):
    """Letters (any script), apostrophes and hyphens only, at least one letter."""
    return (any(ch.isalpha() for ch in entry)
            and all(ch.isalpha() or ch in "'-" for ch in entry))


def split_lists(lines):
    entries = []
    skipped_possessive = skipped_chars = 0
    for raw in lines:
        entry = raw.strip()
        if not entry:
            continue
        if entry.endswith("'s"):
            skipped_possessive += 1
            continue
        if not is_word(entry):
            skipped_chars += 1
            continue
        entries.append(entry)

    common = {e.lower() for e in entries if e == e.lower()}
    proper = set()
    other = []
    for e in entries:
        if e == e.lower():
            continue
        if e[0].isupper():
            if e.lower() not in common:
                proper.add(e)
        else:
            other.append(e)

    def key(word):
        return word.encode("utf-8")

    stats = {
        "entries": len(lines),
        "skipped_possessive": skipped_possessive,
        "skipped_chars": skipped_chars,
        "ignored_other": other,
    }
    return sorted(common, key=key), sorted(proper, key=key), stats


def swift_literal(name, words, doc):
    for w in words:
        # A multi-line literal can hold these words verbatim; make sure.
        assert "\\" not in w and '"' not in w and "\n" not in w, w
    body = "\n".join(words)
    return (f"        /// {doc}\n"
            f"        static let {name}: StaticString = \"\"\"\n"
            f"{body}\n"
            f"\"\"\"\n")


def render(dict_paths, common, proper):
    header = "\n".join(("// " + line).rstrip() for line in ATTRIBUTION.splitlines())
    return f"""\
// GENERATED FILE - DO NOT EDIT.
// Generated by Tests/Scripts/generate-lexicon.py from {" and ".join(dict_paths)}
// (Debian packages wamerican-small and wbritish-small: SCOWL size 35, American and British English).
// Regenerate: python3 Tests/Scripts/generate-lexicon.py
//
// {len(common)} common words, {len(proper)} dictionary proper nouns; each list
// is sorted in UTF-8 byte order, one word per line (Lexicon binary-searches the
// bytes of these literals).
//
// Word list notice:
//
{header}

extension Lexicon {{
    /// Generated lists; see Tests/Scripts/generate-lexicon.py.
    enum Generated {{
{swift_literal("commonWords", common, "Every all-lowercase SCOWL entry, without possessives.")}
{swift_literal("dictionaryProperNouns", proper, "Capitalized SCOWL entries whose lowercase form is not a common word.")}    }}
}}
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dict", action="append", help="a word list; may be given more than once "
                        "(default: the American and British lists)")
    parser.add_argument("--output", default=DEFAULT_OUTPUT)
    parser.add_argument("--check", action="store_true",
                        help="fail if the output file is out of date")
    args = parser.parse_args()

    dicts = args.dict or DEFAULT_DICTS
    lines = []
    for path in dicts:
        if not os.path.exists(path):
            sys.exit(f"{path} not found: apt-get install wamerican-small wbritish-small")
        with open(path, encoding="utf-8") as f:
            lines += f.read().splitlines()
    common, proper, stats = split_lists(lines)
    text = render(dicts, common, proper)
    output = os.path.normpath(args.output)

    if args.check:
        try:
            with open(output, encoding="utf-8") as f:
                current = f.read()
        except FileNotFoundError:
            current = None
        if current != text:
            sys.exit(f"{output} is out of date; run Tests/Scripts/generate-lexicon.py")
        print(f"{output} is up to date")
        return

    with open(output, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    print(f"wrote {output}: {len(common)} common words, "
          f"{len(proper)} proper nouns, {len(text.encode('utf-8'))} bytes "
          f"({stats['entries']} entries; skipped {stats['skipped_possessive']} "
          f"possessives, {stats['skipped_chars']} with other characters, "
          f"{len(stats['ignored_other'])} neither lowercase nor capitalized"
          + (f": {' '.join(stats['ignored_other'][:10])}" if stats['ignored_other'] else "")
          + ")", file=sys.stderr)


if __name__ == "__main__":
    main()
