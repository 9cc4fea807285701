// APA (7th edition) for journal articles as a compact CSL style. citation-js's CSL plugin ships the
// whole APA style (66 KB of CSL for every kind of work), and citeproc's engine for it holds about
// 90 MB in every server process, as long as it lives; this is the part of it an article needs,
// formatted by the same library and engine (about 1 MB).
export const APA_ARTICLE = `<?xml version="1.0" encoding="utf-8"?>
<style xmlns="http://purl.org/net/xbiblio/csl" class="in-text" version="1.0" demote-non-dropping-particle="never" initialize-with-hyphen="false">
  <info>
    <title>APA 7th edition, journal articles</title>
    <id>manara-apa-article</id>
    <updated>2026-11-26T00:00:00+00:00</updated>
  </info>
  <macro name="author">
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
  <macro name="access">
    <choose>
      <if variable="DOI"><text variable="DOI" prefix="https://doi.org/"/></if>
      <else><text variable="URL"/></else>
    </choose>
  </macro>
  <citation>
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
          <text variable="container-title" font-style="italic"/>
        </group>
        <text macro="access"/>
      </group>
    </layout>
  </bibliography>
</style>`;
