/**
 * title: Escape user input for a regular expression
 * description: Build a RegExp from untrusted text safely with RegExp.escape or @std/regexp, so characters like . * ( and + match literally.
 * category: encoding
 * check: run
 * keywords: regex, regexp, escape, RegExp.escape, special characters, search, highlight, user input
 */
import { escape } from "jsr:@std/regexp@^1/escape";

// Put user text straight into `new RegExp` and its special characters take
// effect: `.` matches any character, and an unbalanced `(` is a syntax error.
const text = "Total: $5.00 (the old price was 5000 cents)";
const search = "5.00";
console.log(text.match(new RegExp(search, "g")));
const broken = "(1+1";
try {
  new RegExp(broken);
} catch (error) {
  console.log((error as Error).name);
}

// `RegExp.escape` (built into Deno) backslash-escapes everything that has a
// meaning in a pattern. The result matches the input literally. It also
// escapes a leading letter or digit as a hex code, so the result is safe even
// right after a `\` or inside a larger pattern.
console.log(RegExp.escape(search), RegExp.escape(broken));
console.log(text.match(new RegExp(RegExp.escape(search), "g")));

// `escape` from `@std/regexp` does the same job and also works on runtimes
// that predate `RegExp.escape`.
console.log(escape(search), escape(broken));

// A typical use: highlight every occurrence of a search term, ignoring case.
// The escaped term goes inside a group, and `$1` puts back the matched text
// with its original case.
function highlight(haystack: string, term: string): string {
  return haystack.replace(new RegExp(`(${RegExp.escape(term)})`, "gi"), "[$1]");
}
console.log(highlight("C++ and c++ are not C#", "c++"));

/* Output:
[ "5.00", "5000" ]
SyntaxError
\x35\.00 \(1\+1
[ "5.00" ]
\x35\.00 \(1\+1
[C++] and [c++] are not C#
*/
