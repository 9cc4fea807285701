// Chicago author-date for journal articles as a CSL style: citation-js's CSL plugin ships APA,
// Vancouver and Harvard only, and this is the part of the Chicago style an article needs.
export const CHICAGO_AUTHOR_DATE = `<?xml version="1.0" encoding="utf-8"?>
<style xmlns="http://purl.org/net/xbiblio/csl" class="in-text" version="1.0" demote-non-dropping-particle="display-and-sort">
  <info>
    <title>Chicago Manual of Style (author-date), journal articles</title>
    <id>manara-chicago-author-date</id>
    <updated>2026-11-25T00:00:00+00:00</updated>
  </info>
  <macro name="author">
    <names variable="author">
      <name and="text" delimiter=", " delimiter-precedes-last="always" name-as-sort-order="first" sort-separator=", "/>
    </names>
  </macro>
  <macro name="issued">
    <date variable="issued"><date-part name="year"/></date>
  </macro>
  <macro name="access">
    <choose>
      <if variable="DOI"><text variable="DOI" prefix="https://doi.org/"/></if>
      <else><text variable="URL"/></else>
    </choose>
  </macro>
  <citation>
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
        <text variable="container-title" font-style="italic"/>
        <text macro="access"/>
      </group>
    </layout>
  </bibliography>
</style>`;
