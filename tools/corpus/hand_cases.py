#!/usr/bin/env python3
"""Hand-written cases for the ops whose spec examples spec_examples.py cannot
run as written (tokens, futures, memrefs, several processes, unnamed custom
call targets): each keeps the spec example's program and values where it
gives them, shrunk to one process where it needs several, and says so.
Expected values are worked out by hand in the comments.

    python3 tools/corpus/hand_cases.py   # rewrites the generated sections
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import yamlfile  # noqa: E402

ROOT = os.environ.get('HLOREF_CORPUS_ROOT') or os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

CASES = {
    'after_all': [dict(
        name='spec_example', tags=['spec-example', 'hand-derived'],
        description='the spec joins two tokens; tokens cannot be inputs, so create_token makes them',
        program='''func.func @main(%x: tensor<2xi32>) -> tensor<2xi32> {
  %input0 = stablehlo.create_token : !stablehlo.token
  %input1 = stablehlo.create_token : !stablehlo.token
  %result = "stablehlo.after_all"(%input0, %input1) : (!stablehlo.token, !stablehlo.token) -> !stablehlo.token
  %same = stablehlo.optimization_barrier %x : tensor<2xi32>
  func.return %same : tensor<2xi32>
}
''', inputs=['dense<[1, 2]> : tensor<2xi32>'], returns=['dense<[1, 2]> : tensor<2xi32>'])],
    'async_start': [dict(
        name='spec_example_one_process', tags=['spec-example', 'hand-derived'],
        description='the spec gathers over 8 processes with no values; here one process, '
                    'replica_groups [[0]]: all_gather of one operand is the operand',
        program='''func.func @main(%arg0: tensor<8x2xf32>) -> tensor<8x2xf32> {
  %0 = "stablehlo.async_start"(%arg0) ({
    %1 = "stablehlo.all_gather"(%arg0) {
      all_gather_dim = 1 : i64,
      replica_groups = dense<[[0]]> : tensor<1x1xi64>
    } : (tensor<8x2xf32>) -> tensor<8x2xf32>
    "stablehlo.return"(%1) : (tensor<8x2xf32>) -> ()
  }) : (tensor<8x2xf32>) -> !stablehlo.future<tensor<8x2xf32>>
  %2 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>
  func.return %2 : tensor<8x2xf32>
}
''', inputs=[{'recipe': 'iota', 'type': 'tensor<8x2xf32>'}],
        returns=[{'recipe': 'iota', 'type': 'tensor<8x2xf32>'}])],
    'batch_norm_grad': [dict(
        name='spec_example', tags=['spec-example', 'hand-derived'],
        description='grad_output is constant, so grad_output - mean(grad_output) = 0 and the centred '
                    'operand [-1, 1, 1, -1] per feature sums to 0 against it: grad_operand and grad_scale '
                    'are exactly 0 (either sign); grad_offset = 4 * 0.1 rounded once = 0.4 (2 ulps for the '
                    'order of the sum)',
        program='''func.func @main(%operand: tensor<2x2x2xf64>, %scale: tensor<2xf64>, %mean: tensor<2xf64>, %variance: tensor<2xf64>, %grad_output: tensor<2x2x2xf64>) -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>) {
  %grad_operand, %grad_scale, %grad_offset =
  "stablehlo.batch_norm_grad"(%operand, %scale, %mean, %variance, %grad_output) {
    epsilon = 0.0 : f32,
    feature_index = 2 : i64
  } : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>,
       tensor<2x2x2xf64>) -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
  func.return %grad_operand, %grad_scale, %grad_offset : tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>
}
''', inputs=['dense<[[[1.0, 2.0], [3.0, 4.0]], [[3.0, 4.0], [1.0, 2.0]]]> : tensor<2x2x2xf64>',
             'dense<[1.0, 1.0]> : tensor<2xf64>', 'dense<[2.0, 3.0]> : tensor<2xf64>',
             'dense<[1.0, 1.0]> : tensor<2xf64>', 'dense<0.1> : tensor<2x2x2xf64>'],
        returns=['dense<0.0> : tensor<2x2x2xf64>', 'dense<[0.0, 0.0]> : tensor<2xf64>',
                 'dense<[0.4, 0.4]> : tensor<2xf64>'], compare={'ulp': 2})],
    'composite': [dict(
        name='spec_example', tags=['spec-example', 'hand-derived'],
        description="the spec's composite with a decomposition @my_op that adds; 1.5 + 2.25 = 3.75",
        program='''func.func @main(%input0: tensor<f32>, %input1: tensor<f32>) -> tensor<f32> {
  %results = "stablehlo.composite"(%input0, %input1) {
    name = "my_namespace.my_op",
    composite_attributes = {
      my_attribute = "my_value"
    },
    decomposition = @my_op,
    version = 1 : i32
  } : (tensor<f32>, tensor<f32>) -> tensor<f32>
  func.return %results : tensor<f32>
}

func.func private @my_op(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %sum = stablehlo.add %a, %b : tensor<f32>
  func.return %sum : tensor<f32>
}
''', inputs=['dense<1.5> : tensor<f32>', 'dense<2.25> : tensor<f32>'], returns=['dense<3.75> : tensor<f32>'])],
    'custom_call': [
        dict(name='spec_example_unknown_target', tags=['spec-example'],
             skip='the target "foo" has implementation-defined semantics; hloref and portable backends have none',
             program='''func.func @main(%input0: tensor<f64>) -> tensor<f64> {
  %results = "stablehlo.custom_call"(%input0) {
    call_target_name = "foo",
    has_side_effect = false,
    backend_config = {bar = 42 : i32},
    api_version = 4 : i32,
    called_computations = [@foo]
  } : (tensor<f64>) -> tensor<f64>
  func.return %results : tensor<f64>
}

func.func private @foo(%x: tensor<f64>) -> tensor<f64> {
  func.return %x : tensor<f64>
}
''', inputs=['dense<1.0> : tensor<f64>'], returns=['dense<1.0> : tensor<f64>']),
        dict(name='check_target_passes', tags=['hand-derived'],
             description="hloref's one registered family of targets, the test harness's @check.*: "
                         'equal values pass and the call returns nothing',
             program='''func.func @main(%x: tensor<3xi32>) -> tensor<3xi32> {
  stablehlo.custom_call @check.expect_eq(%x, %x) : (tensor<3xi32>, tensor<3xi32>) -> ()
  func.return %x : tensor<3xi32>
}
''', inputs=['dense<[1, -2, 3]> : tensor<3xi32>'], returns=['dense<[1, -2, 3]> : tensor<3xi32>']),
    ],
    'outfeed': [dict(
        name='spec_example', tags=['spec-example', 'hand-derived'],
        description="the spec's outfeed of a 2x2x2 tensor on a fresh token; the program returns the operand "
                    'to show it is unchanged',
        program='''func.func @main(%input0: tensor<2x2x2xi64>) -> tensor<2x2x2xi64> {
  %token = stablehlo.create_token : !stablehlo.token
  %result = "stablehlo.outfeed"(%input0, %token) {
    outfeed_config = ""
  } : (tensor<2x2x2xi64>, !stablehlo.token) -> !stablehlo.token
  func.return %input0 : tensor<2x2x2xi64>
}
''', inputs=['dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi64>'],
        returns=['dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi64>'])],
    'tuple': [dict(
        name='spec_example_tensors', tags=['spec-example', 'hand-derived'],
        description="the spec's tuple of [1.0, 2.0] and the nested tuple (3), with a tensor in place of "
                    'its memref (tensors are what a program can pass); get_tuple_element reads them back',
        program='''func.func @main(%val0: tensor<2xf32>, %three: tensor<i32>) -> (tensor<2xf32>, tensor<i32>) {
  %val1 = "stablehlo.tuple"(%three) : (tensor<i32>) -> tuple<tensor<i32>>
  %result = "stablehlo.tuple"(%val0, %val1) : (tensor<2xf32>, tuple<tensor<i32>>) -> tuple<tensor<2xf32>, tuple<tensor<i32>>>
  %first = "stablehlo.get_tuple_element"(%result) {index = 0 : i32} : (tuple<tensor<2xf32>, tuple<tensor<i32>>>) -> tensor<2xf32>
  %inner = "stablehlo.get_tuple_element"(%result) {index = 1 : i32} : (tuple<tensor<2xf32>, tuple<tensor<i32>>>) -> tuple<tensor<i32>>
  %second = "stablehlo.get_tuple_element"(%inner) {index = 0 : i32} : (tuple<tensor<i32>>) -> tensor<i32>
  func.return %first, %second : tensor<2xf32>, tensor<i32>
}
''', inputs=['dense<[1.0, 2.0]> : tensor<2xf32>', 'dense<3> : tensor<i32>'],
        returns=['dense<[1.0, 2.0]> : tensor<2xf32>', 'dense<3> : tensor<i32>'])],
}


CASES['async_done'] = [dict(CASES['async_start'][0])]


def send_spec_example():
    """The spec's send and recv examples are the two ends of one exchange:
    conformance/recv.yaml runs both; send gets the same program."""
    import yaml
    data = yaml.safe_load(open(os.path.join(ROOT, 'conformance', 'recv.yaml')))
    for c in data['cases']:
        if c['name'] == 'recv_spec_example_pairs':
            return [dict(name='spec_example_pairs', tags=['spec-example', 'hand-derived', 'distribution'],
                         description="the spec's send example (channel 0, pairs [[0, 1], [1, 2]]) with the "
                                     'matching recv on every replica, as in recv.yaml',
                         program=c['program'], inputs=c['inputs'], returns=c['returns'])]
    return []


def main():
    CASES['send'] = send_spec_example()
    n = 0
    for op, cases in sorted(CASES.items()):
        yamlfile.set_generated(os.path.join(ROOT, 'conformance', op + '.yaml'), op, 'hand_cases.py', cases)
        n += len(cases)
    print('%d hand-written cases' % n)


if __name__ == '__main__':
    main()
