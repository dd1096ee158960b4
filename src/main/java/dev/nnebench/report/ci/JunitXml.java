package dev.nnebench.report.ci;

import java.io.StringWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * A gate's verdicts as JUnit XML, so Jenkins, GitLab and GitHub's test reporters show which
 * answer regressed: one {@code testsuite} per question, one {@code testcase} per gated answer
 * (a {@code failure} when it regressed, {@code skipped} without a bar, the figures as {@code
 * system-out} when it passed). Only what the Jenkins/Ant junit-10 schema allows is written: the
 * {@code testsuites} root takes no {@code skipped} count, and times use digits and a point.
 */
public final class JunitXml {
  /** The file name, in the TEST-*.xml pattern test reporters look for by default. */
  public static final String FILE_NAME = "TEST-nnebench-gate.xml";
  private static final String PREFIX = "nnebench.";

  private JunitXml() {}

  /** The XML text of {@code report}. */
  public static String of(GateReport report) {
    try {
      StringWriter text = new StringWriter();
      XMLStreamWriter xml = XMLOutputFactory.newFactory().createXMLStreamWriter(text);
      xml.writeStartDocument("UTF-8", "1.0");
      new JunitXml.Writer(xml, report).suites();
      xml.writeEndDocument();
      xml.close();
      return text + "\n";
    } catch (XMLStreamException e) {
      throw new IllegalStateException("writing JUnit XML in memory failed", e);
    }
  }

  private record Writer(XMLStreamWriter xml, GateReport report) {
    void suites() throws XMLStreamException {
      line(0);
      xml.writeStartElement("testsuites");
      xml.writeAttribute("name", "nnebench gate");
      counts(report.answers(), false);
      for (Map.Entry<String, List<GatedAnswer>> suite : byQuestion().entrySet()) {
        suite(suite.getKey(), suite.getValue());
      }
      line(0);
      xml.writeEndElement();
    }

    private void suite(String id, List<GatedAnswer> answers) throws XMLStreamException {
      line(1);
      xml.writeStartElement("testsuite");
      xml.writeAttribute("name", PREFIX + id);
      counts(answers, true);
      line(2);
      xml.writeStartElement("properties");
      property("question", answers.get(0).question());
      property("against", report.against());
      line(2);
      xml.writeEndElement();
      for (GatedAnswer a : answers) {
        testCase(a);
      }
      line(1);
      xml.writeEndElement();
    }

    private void testCase(GatedAnswer a) throws XMLStreamException {
      line(2);
      xml.writeStartElement("testcase");
      xml.writeAttribute("classname", PREFIX + a.name().id());
      xml.writeAttribute("name", a.name().caseName());
      xml.writeAttribute("time", "0");
      line(3);
      switch (a.verdict()) {
        case REGRESSED -> {
          xml.writeStartElement("failure");
          xml.writeAttribute("type", "regression");
          xml.writeAttribute("message", a.question() + " regressed: " + a.figures().shown());
          xml.writeCharacters(a.reason());
          xml.writeEndElement();
        }
        case SKIPPED -> {
          xml.writeStartElement("skipped");
          xml.writeAttribute("message", a.reason());
          xml.writeEndElement();
        }
        case PASSED -> {
          xml.writeStartElement("system-out");
          xml.writeCharacters(a.figures().shown() + "; " + a.reason());
          xml.writeEndElement();
        }
      }
      line(2);
      xml.writeEndElement();
    }

    /* tests, failures, errors (a gate has none: a run that failed writes no verdicts), time;
     * skipped only on a testsuite, the one element whose schema declares it. */
    private void counts(List<GatedAnswer> answers, boolean suite) throws XMLStreamException {
      xml.writeAttribute("tests", Integer.toString(answers.size()));
      xml.writeAttribute("failures", Long.toString(count(answers, Verdict.REGRESSED)));
      xml.writeAttribute("errors", "0");
      if (suite) {
        xml.writeAttribute("skipped", Long.toString(count(answers, Verdict.SKIPPED)));
      }
      xml.writeAttribute("time", String.format(Locale.ROOT, "%.3f",
          suite ? 0.0 : report.elapsed().toMillis() / 1000.0));
    }

    private void property(String name, String value) throws XMLStreamException {
      line(3);
      xml.writeEmptyElement("property");
      xml.writeAttribute("name", name);
      xml.writeAttribute("value", value);
    }

    private Map<String, List<GatedAnswer>> byQuestion() {
      Map<String, List<GatedAnswer>> out = new LinkedHashMap<>();
      report.answers().forEach(
          a -> out.computeIfAbsent(a.name().id(), k -> new ArrayList<>()).add(a));
      return out;
    }

    private void line(int depth) throws XMLStreamException {
      xml.writeCharacters("\n" + "  ".repeat(depth));
    }

    private static long count(List<GatedAnswer> answers, Verdict verdict) {
      return answers.stream().filter(a -> a.verdict() == verdict).count();
    }
  }
}
