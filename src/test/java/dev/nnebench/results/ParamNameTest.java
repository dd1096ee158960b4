package dev.nnebench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.cell.Axes;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** ParamName's text constants name declared axes, so code still reading by name cannot drift. */
class ParamNameTest {
  private static final Set<String> VALUES = Set.of("NONE", "TCP", "TCPS", "EZTLS");

  @Test
  void everyParameterNameIsADeclaredAxis() throws IllegalAccessException {
    List<String> undeclared = new ArrayList<>();
    for (Field f : ParamName.class.getFields()) {
      if (Modifier.isStatic(f.getModifiers()) && f.getType() == String.class
          && !VALUES.contains(f.getName()) && Axes.named((String) f.get(null)).isEmpty()) {
        undeclared.add(f.getName());
      }
    }
    assertEquals(List.of(), undeclared);
  }
}
