// The CSL styles of the citations' text formats, formatted by citation-js (citations.ts).
//
// citation-js's CSL plugin ships APA, Vancouver and Harvard. Its APA is the whole style (66 KB of
// CSL for every kind of work), and citeproc's engine for it held about 90 MB in every server
// process from the first article page on (its APA line) and took 0.8 s to build; these are the
// parts an article needs (about 1 MB each). The APA one gives the same text as the whole style
// (a unit test compares them); Chicago author-date is not shipped at all.

/** The link of a work: its DOI as an address, else its URL. */
const ACCESS = `  <macro name="access">
    <choose>
      <if variable="DOI"><text variable="DOI" prefix="https://doi.org/"/></if>
      <else><text variable="URL"/></else>
    </choose>
  </macro>`;

const style = (id: string, title: string, attributes: string, body: string) => `<?xml version="1.0" encoding="utf-8"?>
<style xmlns="http://purl.org/net/xbiblio/csl" class="in-text" version="1.0" ${attributes}>
  <info>
    <title>${title}</title>
    <id>${id}</id>
    <updated>2026-11-26T00:00:00+00:00</updated>
  </info>
${body}</style>`;

/** APA (7th edition) for journal articles. */
export const APA_ARTICLE = style(
  "manara-apa-article",
  "APA 7th edition, journal articles",
  'demote-non-dropping-particle="never" initialize-with-hyphen="false"',
  `  <macro name="author">
    <names variable="author">
      <name and="symbol" delimiter=", " delimiter-precedes-last="always" initialize-with=". " name-as-sort-order="all" sort-separator=", " et-al-min="21" et-al-use-first="19" et-al-use-last="true"/>
    </names>
  </macro>
  <macro name="issued">
    <choose>
      <if variable="issued">
        <date variable="issued" prefix="(" suffix=")"><date-part name="year"/></date>
      </if>
      <else><text term="no date" form="short" prefix="(" suffix=")"/></else>
    </choose>
  </macro>
${ACCESS}  <citation>
    <layout prefix="(" suffix=")" delimiter="; ">
      <group delimiter=", ">
        <names variable="author"><name form="short" and="symbol" et-al-min="3" et-al-use-first="1"/></names>
        <date variable="issued"><date-part name="year"/></date>
      </group>
    </layout>
  </citation>
  <bibliography hanging-indent="true" entry-spacing="0" line-spacing="2">
    <layout>
      <group delimiter=" ">
        <group delimiter=". " suffix=".">
          <text macro="author"/>
          <text macro="issued"/>
          <text variable="title"/>
          <group delimiter=", ">
            <text variable="container-title" font-style="italic"/>
            <text variable="volume" font-style="italic"/>
            <text variable="number" prefix="Article "/>
            <text variable="page"/>
          </group>
        </group>
        <text macro="access"/>
      </group>
    </layout>
  </bibliography>
`,
);

/** Chicago Manual of Style (author-date) for journal articles. */
export const CHICAGO_AUTHOR_DATE = style(
  "manara-chicago-author-date",
  "Chicago Manual of Style (author-date), journal articles",
  'demote-non-dropping-particle="display-and-sort"',
  `  <macro name="author">
    <names variable="author">
      <name and="text" delimiter=", " delimiter-precedes-last="always" name-as-sort-order="first" sort-separator=", "/>
    </names>
  </macro>
  <macro name="issued">
    <date variable="issued"><date-part name="year"/></date>
  </macro>
${ACCESS}  <citation>
    <layout prefix="(" suffix=")" delimiter="; ">
      <group delimiter=" ">
        <names variable="author"><name form="short" and="text"/></names>
        <text macro="issued"/>
      </group>
    </layout>
  </citation>
  <bibliography hanging-indent="true">
    <layout suffix=".">
      <group delimiter=". ">
        <text macro="author"/>
        <text macro="issued"/>
        <text variable="title" quotes="true"/>
        <group delimiter=": ">
          <group delimiter=" ">
            <text variable="container-title" font-style="italic"/>
            <text variable="volume"/>
          </group>
          <text variable="number"/>
          <text variable="page"/>
        </group>
        <text macro="access"/>
      </group>
    </layout>
  </bibliography>
`,
);

/**
 * An English style as an Arabic reference list sets it: the Arabic comma (،) and semicolon (؛)
 * between the parts, "و" before the last author (no comma before it), and the Arabic terms of
 * ARABIC_LOCALE for "n.d.", volume, article and page; parentheses are the same characters, which
 * right-to-left text mirrors.
 */
function arabicStyle(english: string, id: string) {
  return english
    .replace(/<id>[^<]*<\/id>/, `<id>${id}</id>`)
    .replaceAll('delimiter=", "', 'delimiter="، "')
    .replaceAll('delimiter="; "', 'delimiter="؛ "')
    .replaceAll('sort-separator=", "', 'sort-separator="، "')
    .replaceAll('and="symbol"', 'and="text"')
    .replaceAll('delimiter-precedes-last="always"', 'delimiter-precedes-last="never"')
    .replaceAll('prefix="Article "', 'prefix="مقال "')
    .replace('<text variable="volume" font-style="italic"/>', '<text variable="volume" prefix="مج. "/>')
    .replace('<text variable="volume"/>', '<text variable="volume" prefix="مج. "/>')
    .replace('<text variable="number"/>', '<text variable="number" prefix="مقال "/>')
    .replace('<text variable="page"/>', '<text variable="page" prefix="ص. "/>')
    .replaceAll('delimiter=": "', 'delimiter="، "')
    .replace(/<group delimiter=" ">(\s*<text variable="container-title")/, '<group delimiter="، ">$1');
}

export const APA_ARTICLE_AR = arabicStyle(APA_ARTICLE, "manara-apa-article-ar");
export const CHICAGO_AUTHOR_DATE_AR = arabicStyle(CHICAGO_AUTHOR_DATE, "manara-chicago-author-date-ar");

/** The Arabic terms the Arabic styles use (citeproc takes any term a locale leaves out from English). */
export const ARABIC_LOCALE = `<?xml version="1.0" encoding="utf-8"?>
<locale xmlns="http://purl.org/net/xbiblio/csl" version="1.0" xml:lang="ar">
  <style-options punctuation-in-quote="false"/>
  <date form="text"><date-part name="day" suffix=" "/><date-part name="month" suffix=" "/><date-part name="year"/></date>
  <date form="numeric"><date-part name="day" form="numeric-leading-zeros" suffix="/"/><date-part name="month" form="numeric-leading-zeros" suffix="/"/><date-part name="year"/></date>
  <terms>
    <term name="and">و</term>
    <term name="et-al">وآخرون</term>
    <term name="no date" form="short">د.ت.</term>
    <term name="no date">دون تاريخ</term>
    <term name="open-quote">«</term>
    <term name="close-quote">»</term>
    <term name="open-inner-quote">“</term>
    <term name="close-inner-quote">”</term>
    <term name="volume" form="short">مج.</term>
    <term name="page" form="short">ص.</term>
  </terms>
</locale>`;
